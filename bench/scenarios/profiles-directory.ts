import pg from 'pg';
import { SPORTS } from '../../common/sports.ts';
import type { Scenario } from '../lib/types.ts';

const PROFILES = Number(process.env.BENCH_PROFILES ?? 10_000);
const SEARCH = 'ann';
const SPORT = 'Basketball';

/**
 * The athlete directory (/athletes) with a search term and a sport filter, at 10,000 profiles.
 * PostgreSQL only (the target's database): the profiles are written straight into the bench
 * database in one statement (10,000 sign-ups through the API would spend minutes hashing
 * passwords), with a spread of names, sports, positions, bios and locations, 80 % of them public.
 */
export const scenario: Scenario = {
  name: 'profiles-directory',
  title: `GET /api/public-profiles?search&sport (${PROFILES.toLocaleString('en-US')} profiles)`,
  databases: ['postgres'],
  target: { maxP99Ms: 30, databases: ['postgres'] },
  async setup(server) {
    if (!server.databaseUrl) throw new Error('needs the PostgreSQL bench database');
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      await client.query(
        `with g as (
           select i,
             (array['Ann','Anna','Joanna','Hannah','Marcus','Jordan','Taylor','Avery','Diego','Kai','Maya','Liam','Zoe','Noah','Elena','Sam'])[1 + i % 16] as first,
             (array['Rivera','Johnson','Brooks','Nguyen','Santana','Kowalski','Okafor','Dubois','Hansen','Baker','Reyes','Lee'])[1 + (i / 16) % 12] as last
           from generate_series(1, $1::int) as i
         ), u as (
           insert into users (email, password_hash, first_name, last_name, role)
           select 'bench-profile-' || i || '@example.com', 'x', first, last, 'ATHLETE' from g
           returning id, first_name, last_name
         )
         insert into athlete_profiles (user_id, slug, display_name, is_public, bio, primary_sport, position, location, gender, graduation_year)
         select u.id, lower(u.first_name || '-' || u.last_name || '-' || u.id), u.first_name || ' ' || u.last_name, u.id % 5 <> 0,
           'Training for the next level: speed, strength and film study. Athlete number ' || u.id || '.',
           ($2::text[])[1 + u.id % array_length($2::text[], 1)],
           (array['Guard','Forward','Center','Midfielder','Striker','Sprints','Quarterback'])[1 + u.id % 7],
           (array['Charlotte, NC','Raleigh, NC','Columbia, SC','Atlanta, GA','Greensboro, NC'])[1 + u.id % 5],
           (array['Male','Female'])[1 + u.id % 2],
           2026 + u.id % 6
         from u`,
        [PROFILES, [...SPORTS]],
      );
      await client.query('analyze users; analyze athlete_profiles');
    } finally {
      await client.end();
    }
    const path = `/api/public-profiles?search=${SEARCH}&sport=${encodeURIComponent(SPORT)}`;
    const res = await server.request(path);
    const page = (await res.json()) as { total?: number; profiles?: unknown[] };
    if (res.status !== 200 || !page.total) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(page).slice(0, 200)}`);
    process.stdout.write(`  (${PROFILES} profiles; "${SEARCH}" in ${SPORT}: ${page.total} matches, first page ${page.profiles?.length})\n`);
    return { path, headers: { accept: 'application/json' } };
  },
};
