// Readiness probes for PostgreSQL, Redis and HTTP. No top-level third-party imports: the `pg`
// driver is used when node_modules has it, otherwise a built-in wire-protocol probe.
import net from 'node:net';
import tls from 'node:tls';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BootstrapError, seconds } from './log.mjs';
import { sleep } from './proc.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A URL with its password replaced by ***, for printing. */
export function redact(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return String(url);
  }
}

export function hostPort(url, defaultPort) {
  const u = new URL(url);
  return { host: (u.hostname || '127.0.0.1').replace(/^\[|\]$/g, ''), port: Number(u.port || defaultPort) };
}

/** Plain TCP connect. Resolves true/false, never throws. */
export function tcpOpen(host, port, timeoutMs = 1500) {
  return new Promise((resolve) => {
    const sock = net.connect({ host, port });
    const done = (ok) => {
      sock.destroy();
      resolve(ok);
    };
    sock.setTimeout(timeoutMs, () => done(false));
    sock.once('connect', () => done(true));
    sock.once('error', () => done(false));
  });
}

// ---------------------------------------------------------------- Redis

function respCommand(...parts) {
  let out = `*${parts.length}\r\n`;
  for (const p of parts) out += `$${Buffer.byteLength(p)}\r\n${p}\r\n`;
  return out;
}

/**
 * Sends (AUTH if the URL has credentials, then) PING and expects +PONG.
 * Resolves { up, ok, detail }: up = something answered like Redis; ok = PONG received.
 */
export function probeRedis(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    let u;
    try {
      u = new URL(url);
    } catch {
      resolve({ up: false, ok: false, detail: `not a valid URL: ${url}` });
      return;
    }
    const host = (u.hostname || '127.0.0.1').replace(/^\[|\]$/g, '');
    const port = Number(u.port || 6379);
    const secure = u.protocol === 'rediss:';
    const sock = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port });
    const user = decodeURIComponent(u.username || '');
    const pass = decodeURIComponent(u.password || '');
    const expected = pass ? 2 : 1;
    let buf = '';
    let settled = false;
    const done = (r) => {
      if (settled) return;
      settled = true;
      sock.destroy();
      resolve(r);
    };
    sock.setTimeout(timeoutMs, () => done({ up: false, ok: false, detail: `no answer within ${seconds(timeoutMs)}` }));
    sock.once(secure ? 'secureConnect' : 'connect', () => {
      let payload = '';
      if (pass) payload += user ? respCommand('AUTH', user, pass) : respCommand('AUTH', pass);
      payload += 'PING\r\n';
      sock.write(payload);
    });
    sock.on('data', (d) => {
      buf += d.toString('latin1');
      const lines = buf.split('\r\n');
      if (lines.length - 1 < expected) return;
      const replies = lines.slice(0, expected);
      if (pass && !replies[0].startsWith('+OK')) {
        return done({ up: true, ok: false, detail: `Redis refused the credentials: ${replies[0].slice(1)}` });
      }
      const last = replies[expected - 1];
      if (last.startsWith('+PONG')) return done({ up: true, ok: true, detail: 'PONG' });
      if (last.startsWith('-LOADING')) return done({ up: false, ok: false, detail: 'Redis is loading its dataset' });
      if (last.startsWith('-NOAUTH'))
        return done({ up: true, ok: false, detail: 'Redis wants a password (put it in the URL: redis://:PASSWORD@host:port/0)' });
      if (last.startsWith('-')) return done({ up: true, ok: false, detail: `Redis answered ${last.slice(1)}` });
      done({ up: false, ok: false, detail: `something that is not Redis listens there (answered ${JSON.stringify(last.slice(0, 40))})` });
    });
    sock.once('error', (err) => done({ up: false, ok: false, detail: err.code || err.message }));
    sock.once('end', () => done({ up: false, ok: false, detail: 'connection closed without an answer' }));
  });
}

// ---------------------------------------------------------------- PostgreSQL

function loadPg() {
  try {
    const require = createRequire(path.join(ROOT, 'package.json'));
    return require('pg');
  } catch {
    return null;
  }
}

/** SQLSTATE classes that mean "the server is up but not usable yet". */
const NOT_READY = new Set(['57P03']); // cannot_connect_now (starting up / shutting down / recovery)

/**
 * PostgreSQL readiness: a real login with `pg` when installed, otherwise a StartupMessage
 * over the wire (the same thing pg_isready does, plus it tells the auth method).
 * Resolves { up, ok, dbMissing, authMethod, detail }:
 *   up   the server answers and accepts connections;
 *   ok   the login works (or, without `pg`, would work: trust auth, or a password is given);
 *   dbMissing  the server is fine but the database in the URL does not exist yet.
 */
export async function probePostgres(url, timeoutMs = 3000) {
  const pg = loadPg();
  if (pg) return probeWithPg(pg, url, timeoutMs);
  return probeWire(url, timeoutMs);
}

async function probeWithPg(pg, url, timeoutMs) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { up: true, ok: true, dbMissing: false, detail: 'login ok' };
  } catch (err) {
    const code = err && err.code;
    const msg = err && err.message ? err.message : String(err);
    if (code === '3D000') return { up: true, ok: true, dbMissing: true, detail: msg };
    if (code && NOT_READY.has(code)) return { up: false, ok: false, detail: msg };
    if (code && /^[0-9A-Z]{5}$/.test(code)) return { up: true, ok: false, detail: msg };
    if (/client password must be a string/i.test(msg)) {
      return { up: true, ok: false, detail: 'the server wants a password for this user and the URL has none' };
    }
    if (/password|SASL|SCRAM/i.test(msg)) return { up: true, ok: false, detail: msg };
    return { up: false, ok: false, detail: code || msg };
  } finally {
    client.end().catch(() => {});
  }
}

const AUTH_NAMES = { 0: 'trust', 2: 'kerberos', 3: 'password', 5: 'md5', 7: 'gss', 9: 'sspi', 10: 'scram-sha-256' };

export function probeWire(url, timeoutMs = 3000) {
  return new Promise((resolve) => {
    let u;
    try {
      u = new URL(url);
    } catch {
      resolve({ up: false, ok: false, detail: `not a valid URL: ${url}` });
      return;
    }
    const host = (u.hostname || '127.0.0.1').replace(/^\[|\]$/g, '');
    const port = Number(u.port || 5432);
    const user = decodeURIComponent(u.username || 'postgres');
    const database = decodeURIComponent(u.pathname.replace(/^\//, '') || user);
    const hasPassword = Boolean(u.password);
    const params = Buffer.from(`user\0${user}\0database\0${database}\0application_name\0reefline-probe\0\0`);
    const msg = Buffer.alloc(8 + params.length);
    msg.writeInt32BE(msg.length, 0);
    msg.writeInt32BE(196608, 4); // protocol 3.0
    params.copy(msg, 8);
    const sock = net.connect({ host, port });
    let buf = Buffer.alloc(0);
    let settled = false;
    const done = (r) => {
      if (settled) return;
      settled = true;
      // Terminate politely when we got in, so the server does not log an unexpected EOF.
      try {
        if (r.ok && !r.unverified && !r.dbMissing) sock.end(Buffer.from([0x58, 0, 0, 0, 4]));
      } catch {
        /* ignore */
      }
      sock.destroy();
      resolve(r);
    };
    sock.setTimeout(timeoutMs, () => done({ up: false, ok: false, detail: `no answer within ${seconds(timeoutMs)}` }));
    sock.once('connect', () => sock.write(msg));
    let authMethod;
    sock.on('data', (d) => {
      buf = Buffer.concat([buf, d]);
      // Read whole messages: R (auth request), then after AuthenticationOk the server checks the
      // role and database and sends E, or parameters … Z (ReadyForQuery).
      while (!settled && buf.length >= 5) {
        const type = String.fromCharCode(buf[0]);
        const len = buf.readInt32BE(1);
        if (len < 4 || len > 1 << 20) return done({ up: false, ok: false, detail: 'something that is not PostgreSQL listens there' });
        if (buf.length < 1 + len) return;
        const body = buf.subarray(5, 1 + len);
        buf = buf.subarray(1 + len);
        if (type === 'R') {
          const code = body.readInt32BE(0);
          authMethod = AUTH_NAMES[code] || `auth-${code}`;
          if (code === 0) continue; // AuthenticationOk: wait for Z or E
          return done({
            up: true,
            ok: hasPassword,
            unverified: hasPassword,
            authMethod,
            detail: hasPassword
              ? `server wants ${authMethod}; password not checked before npm install`
              : `server wants a password (${authMethod}) for user "${user}" and the URL has none`,
          });
        }
        if (type === 'E') {
          const fields = {};
          for (const part of body.toString('utf8').split('\0')) {
            if (part) fields[part[0]] = part.slice(1);
          }
          const sqlstate = fields.C || '';
          const text = fields.M || 'error';
          if (sqlstate === '3D000') return done({ up: true, ok: true, dbMissing: true, authMethod, detail: text });
          if (NOT_READY.has(sqlstate)) return done({ up: false, ok: false, detail: text });
          return done({ up: true, ok: false, authMethod, detail: `${text} (${sqlstate})` });
        }
        if (type === 'Z') return done({ up: true, ok: true, dbMissing: false, authMethod, detail: 'login ok' });
        if (type === 'S' || type === 'K' || type === 'N') continue; // ParameterStatus, BackendKeyData, Notice
        return done({ up: false, ok: false, detail: 'something that is not PostgreSQL listens there' });
      }
    });
    sock.once('error', (err) => done({ up: false, ok: false, detail: err.code || err.message }));
    sock.once('end', () => done({ up: false, ok: false, detail: 'connection closed without an answer' }));
  });
}

// ---------------------------------------------------------------- HTTP

/** GET a URL; resolves { status, body } or null when nothing answers. */
export function httpGet(url, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const req = http.get(url, { timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => (body += d.length + body.length < 65536 ? d : ''));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

// ---------------------------------------------------------------- waiting

/**
 * Calls `probe` until it resolves a truthy `.up` (or `.ok` when `needOk`), or throws a
 * BootstrapError naming `what` and `hint` after `timeoutMs`. Returns the last probe result.
 */
export async function waitFor(what, probe, { timeoutMs = 30000, intervalMs = 500, hint = '', needOk = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    last = await probe();
    if (needOk ? last && last.ok : last && last.up) return last;
    if (Date.now() >= deadline) break;
    await sleep(intervalMs);
  }
  throw new BootstrapError(
    `${what} did not become ready within ${seconds(timeoutMs)} (last answer: ${last ? last.detail : 'none'}).${hint ? `\n${hint}` : ''}`,
  );
}
