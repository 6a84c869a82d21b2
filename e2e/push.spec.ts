import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../bench/web/chromium';
import { expect, test } from './fixtures';
import { reminderPush } from '../server/features/reminders/push-message';
import { signUp } from './helpers';

/*
 * Issue 32 (decision 058): the app is installable (manifest, icons, service worker served), and a
 * member turns on notifications for this device in the reminder choices: permission is asked on
 * the click (granted here), the browser subscribes with the server's VAPID key, and the device is
 * listed; a reminder's push message (the server's own payload, delivered to the service worker
 * through DevTools' protocol, as a push service would) shows its notification; turning it off
 * removes it.
 */
test.use({ serviceWorkers: 'allow' });
/*
 * The headless shell answers every notification permission "denied"; the full Chromium honours
 * grantPermissions. Neither headless browser can reach a push service (registration fails), so the
 * browser's PushManager is stood in for: it keeps one subscription (an https endpoint and keys of
 * the right form) and records the key it was given. Everything of ours runs as is: the worker, the
 * permission prompt on the click, the key from the server, the subscribe and remove endpoints.
 */
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--explicitly-allowed-ports=5780,5781,5782,5783,5784,5785,5786,5787,5788,5789'] },
});

const STAND_IN = () => {
  const KEY = 'e2e-push-subscription';
  const make = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: `B${'E2E'.repeat(28)}Q0`, auth: 'e2e-auth-secret-000000' } }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function () {
    const endpoint = localStorage.getItem(KEY);
    return (endpoint ? make(endpoint) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const key = new Uint8Array(options!.applicationServerKey as ArrayBuffer);
    localStorage.setItem(
      'e2e-push-key',
      btoa(String.fromCharCode(...key))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, ''),
    );
    const endpoint = `https://push.e2e.invalid/send/${crypto.randomUUID()}`;
    localStorage.setItem(KEY, endpoint);
    return make(endpoint) as unknown as PushSubscription;
  };
};
test.describe.configure({ timeout: 120_000 });

test('the manifest, icons and service worker are served', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  const m = (await manifest.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: Array<{ src: string; sizes: string; purpose: string }>;
  };
  expect(m).toMatchObject({ name: 'Octane Sports Performance', short_name: 'Octane', display: 'standalone', start_url: '/', theme_color: '#0b1220' });
  expect(m.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of m.icons) {
    const res = await request.get(icon.src);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/png');
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(await sw.text()).toContain("addEventListener('push'");
  const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("worker-src 'self'");
});

test('a member turns on notifications for this device, sees it listed, and turns them off', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript(STAND_IN);
  await signUp(page, 'ATHLETE');
  try {
    await page.goto('/profile');
    // The page registers the service worker; nothing asks for permission on load.
    await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))), { timeout: 20_000 }).toBe(true);
    const card = page.getByRole('region', { name: 'Notifications on this device' });
    await expect(card.getByText('No device has notifications on yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Turn on notifications' }).click();
    await expect(card.getByText('Notifications are on for this device.')).toBeVisible({ timeout: 30_000 });
    const list = card.getByRole('list', { name: 'Devices with notifications on' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByText('(this device)')).toBeVisible();
    // The browser subscribed with the server's VAPID public key.
    const { publicKey } = (await (await page.request.get('/api/push/key')).json()) as { publicKey: string };
    expect(await page.evaluate(() => localStorage.getItem('e2e-push-key'))).toBe(publicKey);
    const devices = (await (await page.request.get('/api/account/push')).json()) as { devices: Array<{ label: string }> };
    expect(devices.devices).toHaveLength(1);
    expect(devices.devices[0]!.label).toMatch(/^Chrome on /);
    const { violations } = await new AxeBuilder({ page }).include('#reminders').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // A push message arrives at this browser's service worker (delivered as the push service would,
    // through DevTools' protocol): it shows the reminder's notification, with the answer page's URL.
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    // The payload is what the server's sweep sends for a session reminder (push-message.ts).
    const payload = reminderPush({
      language: 'en',
      self: true,
      athlete: 'Casey Morgan',
      program: 'Speed Lab',
      sessionTitle: null,
      date: '2026-12-05',
      time: '17:30:00',
      location: 'Court 1',
      token: 'e2e-token',
      reminderId: 1,
    });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId: await registration, data: JSON.stringify(payload) });
    await expect
      .poll(
        () =>
          page.evaluate(async () =>
            (await (await navigator.serviceWorker.getRegistration('/'))!.getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              tag: n.tag,
              url: (n.data as { url: string }).url,
            })),
          ),
        { timeout: 10_000 },
      )
      .toEqual([payload]);

    await card.getByRole('button', { name: 'Turn off on this device' }).click();
    await expect(card.getByText('No device has notifications on yet.')).toBeVisible();
    expect(((await (await page.request.get('/api/account/push')).json()) as { devices: unknown[] }).devices).toHaveLength(0);
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.getRegistration('/'))?.pushManager.getSubscription()) ?? null)).toBeNull();
  } finally {
    // Leave no device behind in the demo data.
    const left = (await (await page.request.get('/api/account/push')).json()) as { devices?: Array<{ id: number }> };
    for (const d of left.devices ?? []) await page.request.delete(`/api/account/push/${d.id}`, { headers: { origin: new URL(page.url()).origin } });
  }
});

test('offline, the schedule shows what was saved, with the time; signing out deletes it', async ({ page, context }) => {
  await signUp(page, 'ATHLETE');
  await page.goto('/profile');
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 20_000 }).toBe(true);
  // The worker knows who is signed in: their cache exists.
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('octane-api-u')).length)).toBe(1);
  await page.goto('/schedule');
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: /^You're offline — showing what was saved at \d\d:\d\d\.$/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await page.reload();
  await expect(page.getByText(/You're offline/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((k) => k.startsWith('octane-api-')).length)).toBe(0);
});
