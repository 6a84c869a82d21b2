// The baseline: a bare node:http hello world, run in its own process by bench/run.ts.
import http from 'node:http';

const port = Number(process.env.PORT ?? 0);
const body = JSON.stringify({ hello: 'world' });

const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
