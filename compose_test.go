package corroborate_test

import (
	"context"
	"os"
	"testing"

	"github.com/compose-spec/compose-go/v2/loader"
	"github.com/compose-spec/compose-go/v2/types"
)

// No Docker engine runs where the tests run, so the compose file is checked by loading it with
// the Compose specification's own loader and asserting the wiring.
func TestComposeFileIsValid(t *testing.T) {
	data, err := os.ReadFile("docker-compose.yml")
	if err != nil {
		t.Fatal(err)
	}
	env := map[string]string{"NEO4J_PASSWORD": "secret-for-test"}
	project, err := loader.LoadWithContext(context.Background(), types.ConfigDetails{
		WorkingDir:  ".",
		ConfigFiles: []types.ConfigFile{{Filename: "docker-compose.yml", Content: data}},
		Environment: env,
	}, func(o *loader.Options) { o.SetProjectName("corroborate", true) })
	if err != nil {
		t.Fatalf("docker-compose.yml does not load: %v", err)
	}
	neo, err := project.GetService("neo4j")
	if err != nil {
		t.Fatal(err)
	}
	if neo.Image != "neo4j:5.26-community" {
		t.Errorf("neo4j image = %q", neo.Image)
	}
	if neo.HealthCheck == nil || len(neo.HealthCheck.Test) == 0 {
		t.Error("neo4j has no healthcheck")
	}
	if v := neo.Environment["NEO4J_AUTH"]; v == nil || *v != "neo4j/secret-for-test" {
		t.Errorf("NEO4J_AUTH should come from the environment, got %v", v)
	}
	if len(neo.Volumes) == 0 {
		t.Error("neo4j data has no volume")
	}
	app, err := project.GetService("app")
	if err != nil {
		t.Fatal(err)
	}
	if app.Build == nil {
		t.Error("app is not built from the Dockerfile")
	}
	if v := app.Environment["NEO4J_URI"]; v == nil || *v != "bolt://neo4j:7687" {
		t.Errorf("app NEO4J_URI = %v", v)
	}
	if dep, ok := app.DependsOn["neo4j"]; !ok || dep.Condition != types.ServiceConditionHealthy {
		t.Errorf("app should wait for a healthy neo4j: %+v", app.DependsOn)
	}

	// Without the password the file must refuse to load rather than start an open database.
	_, err = loader.LoadWithContext(context.Background(), types.ConfigDetails{
		WorkingDir:  ".",
		ConfigFiles: []types.ConfigFile{{Filename: "docker-compose.yml", Content: data}},
		Environment: map[string]string{},
	}, func(o *loader.Options) { o.SetProjectName("corroborate", true) })
	if err == nil {
		t.Error("compose file loaded without NEO4J_PASSWORD")
	}
}
