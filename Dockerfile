# Builds the corroborate binary into a small image. Used by docker-compose.yml.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -o /out/corroborate ./cmd/corroborate

FROM debian:bookworm-slim
RUN useradd --system --home /data corroborate && mkdir -p /data && chown corroborate /data
COPY --from=build /out/corroborate /usr/local/bin/corroborate
USER corroborate
ENV CORROBORATE_DATA=/data
EXPOSE 8080
ENTRYPOINT ["corroborate"]
CMD ["serve", "--addr", "0.0.0.0:8080"]
