import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUploads } from '../../db/schema/media.ts';
import { linkParent } from '../../test/fixtures.ts';
import { expectMail } from '../../test/mail.ts';
import { createTestApp, signupUser, testDbKind, type TestApp } from '../../test/test-app.ts';

/** Decision 025: the "new coach feedback" e-mail goes to the athlete and each linked parent in their own language. */
describe(`coach feedback e-mail in the recipient's language on ${testDbKind()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const speak = (cookie: string, language: 'es' | 'en') =>
    t.app.inject({ method: 'PUT', url: '/api/account/language', headers: { cookie }, payload: { language } });

  it('tells a Spanish-speaking athlete and parent in Spanish, an English-speaking parent in English', async () => {
    const athlete = await signupUser(t.app, 'ATHLETE', { firstName: 'Diego' });
    const parentEs = await signupUser(t.app, 'PARENT', { firstName: 'Marta' });
    const parentEn = await signupUser(t.app, 'PARENT');
    const coach = await signupUser(t.app, 'COACH', { firstName: 'Sam', lastName: 'Cole' });
    await speak(athlete.cookie, 'es');
    await speak(parentEs.cookie, 'es');
    for (const p of [parentEs, parentEn]) await linkParent(t.database.db, p.user.id, { id: athlete.user.id, email: athlete.email });
    const [m] = await t.database.db
      .insert(mediaUploads)
      .values({
        userId: athlete.user.id,
        storageKey: `uploads/${athlete.user.id}/feedback-mail-key-xxxxxxxx`,
        originalName: 'saque.jpg',
        fileType: 'IMAGE',
        mimeType: 'image/jpeg',
        fileSize: 1,
      })
      .returning();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/coach-feedback',
      headers: { cookie: coach.cookie },
      payload: { mediaId: m!.id, feedback: 'Sube más la rodilla.', rating: 4 },
    });
    expect(res.statusCode).toBe(201);

    const db = t.database.db;
    await expectMail(db, athlete.email, {
      subject: 'Nuevos comentarios del entrenador sobre saque.jpg',
      text: ['Hola, Diego:', 'Sam Cole revisó tu archivo "saque.jpg" y le dio una calificación de 4 de 5.', 'Sube más la rodilla.'],
    });
    await expectMail(db, parentEs.email, { text: ['Sam Cole revisó el archivo de Diego "saque.jpg"', 'Léelo en la app, en Archivos.'] });
    await expectMail(db, parentEn.email, {
      subject: 'New coach feedback on saque.jpg',
      text: [`Coach Sam Cole reviewed Diego's upload "saque.jpg" and rated it 4 out of 5.`],
    });
  });
});
