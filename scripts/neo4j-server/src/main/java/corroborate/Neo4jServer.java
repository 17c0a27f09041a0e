package corroborate;

import java.nio.file.Path;
import java.time.Duration;

import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.io.ByteUnit;

/**
 * Runs an embedded Neo4j Community server whose only door is Bolt on a loopback address.
 *
 * Usage: Neo4jServer HOME_DIR [PORT] [LISTEN_HOST]
 * It stays up until the process receives SIGTERM/SIGINT, then shuts the database down cleanly.
 */
public final class Neo4jServer {
    public static void main(String[] args) throws Exception {
        if (args.length < 1) {
            System.err.println("usage: Neo4jServer HOME_DIR [PORT] [LISTEN_HOST]");
            System.exit(2);
        }
        Path home = Path.of(args[0]).toAbsolutePath();
        int port = args.length > 1 ? Integer.parseInt(args[1]) : 7687;
        String host = args.length > 2 ? args[2] : "127.0.0.1";
        long pageCacheMB = Long.parseLong(System.getenv().getOrDefault("NEO4J_PAGECACHE_MB", "256"));

        DatabaseManagementService dbms = new DatabaseManagementServiceBuilder(home)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress(host, port))
                .setConfig(GraphDatabaseSettings.auth_enabled, false)
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(pageCacheMB))
                .setConfig(GraphDatabaseSettings.transaction_timeout, Duration.ofMinutes(10))
                .build();

        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("corroborate-neo4j: shutting down");
            dbms.shutdown();
        }));
        // Touch the default database so a failure to start shows now, not at the first query.
        dbms.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME).executeTransactionally("RETURN 1");
        System.out.println("corroborate-neo4j: bolt listening on " + host + ":" + port);
        Thread.currentThread().join();
    }
}
