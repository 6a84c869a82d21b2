import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, createTestApp, json, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';
import { en } from '../../../common/messages/index.ts';

describe(`auth API on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3', SIGNUP_RATE_LIMIT: '50' });
  });
  afterAll(async () => t?.close());

  const signup = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers });
  const login = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
  const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: cookie ? { cookie } : {} });
  const valid = { firstName: '  Ada ', lastName: ' Lovelace ', email: '  Ada@Example.com ', password: 'analytical-engine', role: 'ATHLETE' };

  it('signs up with trimmed names and e-mail, answers role and message, and starts a session', async () => {
    const res = await signup(valid);
    expect(res.statusCode).toBe(201);
    const body = json<{ role: string; message: string; user: { firstName: string; lastName: string; email: string } }>(res);
    expect(body.role).toBe('ATHLETE');
    expect(body.message).toBeTruthy();
    expect(body.user).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
    const user = await me(cookieOf(res));
    expect(user.statusCode).toBe(200);
    expect(json(user).email).toBe('ada@example.com');
    expect(JSON.stringify(json(user))).not.toContain('password');
  });

  it('answers a refusal by message id, worded in the language asked for (decision 071)', async () => {
    await signup({ ...valid, email: 'ids@example.com' });
    for (const [language, wording] of [
      ['en', 'Invalid email or password'],
      ['es', 'Correo electrónico o contraseña incorrectos'],
    ] as const) {
      const res = await login({ email: 'ids@example.com', password: 'not-the-password' }, { 'accept-language': language });
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual({ message: wording, messageId: 'auth.badCredentials' });
    }
    // A schema's own message (a catalogue id) is worded too; a confirmation by id as well.
    const missing = await login({ email: '', password: '' }, { 'accept-language': 'es' });
    expect(json(missing).message).toBe('Introduce el correo electrónico y la contraseña');
    const signedIn = await login({ email: 'ids@example.com', password: valid.password }, { 'accept-language': 'es' });
    expect(json(signedIn).message).toBe('Sesión iniciada');
    const english = await login({ email: 'ids@example.com', password: valid.password });
    expect(json(english).message).toBe('Signed in');
  });

  it("marks every answer to a signed-in request private and not to be stored; a visitor's public answer is not marked (issue 29)", async () => {
    const u = await signupUser(t.app);
    for (const url of ['/api/auth/user', '/api/my-bookings', '/api/account/sessions', '/api/content-feed']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: u.cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    const refused = await t.app.inject({ method: 'GET', url: '/api/staff/programs', headers: { cookie: u.cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const visitor = await t.app.inject({ method: 'GET', url: '/api/content-feed' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBeUndefined();
    // The data export keeps its own header.
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie: u.cookie } })).headers['cache-control']).toBe('no-store');
  });

  it('sets an HttpOnly, SameSite=Lax session cookie with a 30-day expiry', async () => {
    const res = await signup({ ...valid, email: 'cookie@example.com' });
    const c = res.cookies.find((k) => k.name === 'sid')!;
    expect(c.httpOnly).toBe(true);
    expect(c.sameSite).toBe('Lax');
    expect(c.path).toBe('/');
    const days = (new Date(c.expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('refuses a duplicate e-mail, whatever its case, with 409', async () => {
    const res = await signup({ ...valid, email: 'ADA@example.com' });
    expect(res.statusCode).toBe(409);
    expect(json(res).message).toBe(en('auth.duplicate'));
  });

  it.each([
    [{ ...valid, firstName: '   ' }, en('auth.required')],
    [{ ...valid, lastName: undefined }, en('auth.required')],
    [{ ...valid, email: 'not-an-email' }, en('auth.email')],
    [{ ...valid, password: '12345' }, en('auth.passwordLength')],
    [{ ...valid, password: 'octane7' }, en('auth.passwordLength')],
    [{ ...valid, role: 'ADMIN' }, en('auth.role')],
    [{ ...valid, email: 'common@example.com', password: 'password1' }, en('auth.commonPassword')],
  ])('answers bad sign-up input with 400 and the message (%#)', async (payload, message) => {
    const res = await signup(payload);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(message);
  });

  it('logs in with the right password, case-insensitively by e-mail, with a new token each time', async () => {
    const a = await login({ email: 'ADA@example.com', password: 'analytical-engine' });
    const b = await login({ email: 'ada@example.com', password: 'analytical-engine' });
    expect(a.statusCode).toBe(200);
    expect(json(a).role).toBe('ATHLETE');
    expect(cookieOf(a)).not.toBe(cookieOf(b));
    expect((await me(cookieOf(a))).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail alike with 401', async () => {
    const wrong = await login({ email: 'ada@example.com', password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.com', password: 'analytical-engine' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(json(wrong).message).toBe(json(unknown).message);
  });

  it('asks for both e-mail and password', async () => {
    const res = await login({ email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe(en('auth.loginRequired'));
  });

  it('answers the user call with 401 Unauthorized when signed out or the cookie is forged', async () => {
    const none = await me();
    expect(none.statusCode).toBe(401);
    expect(`${none.statusCode}: ${none.body}`).toMatch(/^401: .*Unauthorized/);
    expect((await me('sid=forged-token')).statusCode).toBe(401);
  });

  it('revokes the session on logout: the old cookie no longer works', async () => {
    const s = await signupUser(t.app, 'PARENT');
    expect((await me(s.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: s.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(s.cookie)).statusCode).toBe(401);
  });

  it('redirects the /api/login and /api/logout navigations; a GET never signs out (issue 16), the POST does', async () => {
    const s = await signupUser(t.app, 'COACH');
    const l = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(l.statusCode).toBe(302);
    expect(l.headers.location).toBe('/login');
    const o = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: s.cookie } });
    expect(o.statusCode).toBe(302);
    expect(o.headers.location).toBe('/logout');
    expect((await me(s.cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: s.cookie } });
    expect(out.statusCode).toBe(200);
    expect((await me(s.cookie)).statusCode).toBe(401);
  });

  it('refuses a state-changing request from another origin with 403', async () => {
    const res = await login({ email: 'ada@example.com', password: 'analytical-engine' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    const fetchSite = await signup({ ...valid, email: 'x@example.com' }, { 'sec-fetch-site': 'cross-site' });
    expect(fetchSite.statusCode).toBe(403);
    const same = await login({ email: 'ada@example.com', password: 'analytical-engine' }, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(same.statusCode).toBe(200);
  });

  it('limits failed logins per e-mail with 429, and a success resets the count', async () => {
    const s = await signupUser(t.app);
    for (let i = 0; i < 2; i++) expect((await login({ email: s.email, password: 'nope-nope' })).statusCode).toBe(401);
    expect((await login({ email: s.email, password: s.password })).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login({ email: s.email, password: 'nope-nope' })).statusCode).toBe(401);
    const limited = await login({ email: s.email, password: s.password });
    expect(limited.statusCode).toBe(429);
    expect(json(limited).message).toMatch(/Too many failed sign-in attempts/);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another address is unaffected.
    expect((await login({ email: 'ada@example.com', password: 'analytical-engine' })).statusCode).toBe(200);
  });
});

describe(`sign-up rate limit on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGNUP_RATE_LIMIT: '2' });
  });
  afterAll(async () => t?.close());

  it('allows SIGNUP_RATE_LIMIT sign-ups per IP per hour, then 429', async () => {
    await signupUser(t.app);
    await signupUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { firstName: 'A', lastName: 'B', email: 'third@example.com', password: 'long-enough-pw', role: 'PARENT' },
    });
    expect(res.statusCode).toBe(429);
    expect(json(res).message).toMatch(/Too many sign-ups/);
  });
});

describe(`secure cookies behind HTTPS on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ APP_ORIGIN: 'https://train.example.com' });
  });
  afterAll(async () => t?.close());

  it('names the cookie __Host-sid and marks it Secure', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { origin: 'https://train.example.com' },
      payload: { firstName: 'A', lastName: 'B', email: 'secure@example.com', password: 'long-enough-pw', role: 'ATHLETE' },
    });
    expect(res.statusCode).toBe(201);
    const c = res.cookies.find((k) => k.name === '__Host-sid')!;
    expect(c.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toBeDefined();
  });
});
