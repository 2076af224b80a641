#!/usr/bin/env bash
# `npm run bench:h2-proxy`: nginx in front of a running build, speaking HTTPS and HTTP/2 as a
# deployed shop's proxy does, so `bench:lighthouse` can measure what a customer's phone gets:
#   npm run bench:h2-proxy &   BENCH_URL=https://localhost:8443 npm run bench:lighthouse
# Lighthouse's simulation gives an HTTP/1.1 origin a round trip per request and a handshake per
# new connection; over one HTTP/2 connection the first scripts cost only their bytes
# (docs/speed-log.md, 2026-11-30 afternoon). The certificate is made for the run and thrown
# away; bench:lighthouse ignores certificate errors for an https BENCH_URL.
#   BENCH_APP_PORT   the app's port (default 3000)
#   BENCH_PROXY_PORT the proxy's port (default 8443)
set -euo pipefail

app_port="${BENCH_APP_PORT:-3000}"
proxy_port="${BENCH_PROXY_PORT:-8443}"
for tool in nginx openssl; do
  if ! command -v "$tool" >/dev/null 2>&1 && [ ! -x "/usr/sbin/$tool" ]; then
    echo "bench:h2-proxy needs $tool (Debian: apt-get install -y nginx-light openssl)" >&2
    exit 1
  fi
done
nginx_bin="$(command -v nginx || echo /usr/sbin/nginx)"

dir="$(mktemp -d "${TMPDIR:-/tmp}/h2-proxy-XXXXXX")"
trap 'rm -rf "$dir"' EXIT
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=localhost" \
  -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
  -keyout "$dir/key.pem" -out "$dir/cert.pem" 2>/dev/null

cat >"$dir/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $dir/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path $dir/body;
  proxy_temp_path $dir/proxy;
  fastcgi_temp_path $dir/fastcgi;
  uwsgi_temp_path $dir/uwsgi;
  scgi_temp_path $dir/scgi;
  upstream app {
    server 127.0.0.1:$app_port;
    keepalive 16;
  }
  server {
    listen $proxy_port ssl http2;
    ssl_certificate $dir/cert.pem;
    ssl_certificate_key $dir/key.pem;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host \$host;
      proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto https;
      # Streamed pages reach the browser as the app writes them, as they do without the proxy.
      proxy_buffering off;
    }
  }
}
EOF

echo "HTTP/2 proxy: https://localhost:$proxy_port -> http://127.0.0.1:$app_port (Ctrl-C stops it)"
"$nginx_bin" -e stderr -p "$dir" -c "$dir/nginx.conf" &
nginx_pid=$!
trap 'kill "$nginx_pid" 2>/dev/null; wait "$nginx_pid" 2>/dev/null; rm -rf "$dir"' EXIT INT TERM
wait "$nginx_pid"
