import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athleteProfiles } from '../../db/schema/profiles.ts';
import { alumni } from '../../db/schema/alumni.ts';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Meta {
  title: string;
  description: string;
  image: string | null;
}

/** Open Graph and title tags for shareable pages (public profiles, alumni stories); null for other pages. */
export async function pageMeta(db: Db, path: string, businessName: string): Promise<Meta | null> {
  const profile = /^\/profile\/([^/]+)$/.exec(path);
  if (profile) {
    const slug = decodeURIComponent(profile[1]!).toLowerCase();
    const [p] = await db
      .select()
      .from(athleteProfiles)
      .where(eq(sql`lower(${athleteProfiles.slug})`, slug));
    if (!p?.isPublic) return null;
    const line = [p.primarySport, p.position, p.teamName].filter(Boolean).join(' · ');
    return {
      title: `${p.displayName} | ${businessName}`,
      description: (p.bio || line || `${p.displayName}'s athlete profile`).slice(0, 200),
      image: p.profileImageUrl,
    };
  }
  const story = /^\/alumni\/([^/]+)$/.exec(path);
  if (story) {
    const [a] = await db
      .select()
      .from(alumni)
      .where(eq(alumni.slug, decodeURIComponent(story[1]!)));
    if (!a) return null;
    return { title: `${a.fullName} | ${businessName} Alumni`, description: (a.quote || a.bio || a.currentTeam || '').slice(0, 200), image: a.proImageUrl };
  }
  return null;
}

/** The SPA's index.html with the page's title and Open Graph tags. */
export function withMeta(indexHtml: string, meta: Meta | null, origin: string): string {
  if (!meta) return indexHtml;
  const image = meta.image ? (meta.image.startsWith('http') ? meta.image : `${origin}${meta.image}`) : null;
  const tags = [
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:title" content="${esc(meta.title)}" />`,
    `<meta property="og:description" content="${esc(meta.description)}" />`,
    image ? `<meta property="og:image" content="${esc(image)}" />` : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return indexHtml.replace(/<title>[^<]*<\/title>/, `<title>${esc(meta.title)}</title>\n    ${tags}`);
}
