import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { planLimitNotices } from '../../db/schema/plan-notices.ts';
import { users } from '../../db/schema/users.ts';
import type { AppContext } from '../../platform/context.ts';
import { mailLanguage, type Language } from '../../platform/i18n/language.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { limitPeriod, planOf } from '../../domain/plan-limits.ts';

/*
 * A coach refused because of a parent's plan (the parent's upload for a child counts on the
 * parent's coach reviews, decision 047) is told so by the 402; the parent, who alone can do
 * something about it, is told too: one e-mail in their language with the plan page's link, once
 * per child, limit and month (the row in plan_limit_notices is its claim), whatever the number of
 * coaches or tries refused after it.
 */

type Refused = { parentId: number; childId: number; upload: string; coach: string };

const WORDS: Record<
  Language,
  {
    subject: (child: string) => string;
    lines: (p: { name: string; child: string; coach: string; upload: string; plan: string; limit: number; link: string; business: string }) => string[];
  }
> = {
  en: {
    subject: (child) => `A coach couldn't review ${child}'s upload`,
    lines: ({ name, child, coach, upload, plan, limit, link, business }) => [
      `Hi ${name},`,
      '',
      `Coach ${coach} tried to review "${upload}", which you uploaded for ${child}, but uploads you make for your children count on your ${plan} plan, which includes ${limit} coach feedback ${limit === 1 ? 'review' : 'reviews'} a month, and they have all been used.`,
      '',
      `Upgrade your plan so the coach can review it: ${link}`,
      '',
      `We won't write about this again for ${child} this month. ${business}`,
    ],
  },
  es: {
    subject: (child) => `Un entrenador no pudo revisar el archivo de ${child}`,
    lines: ({ name, child, coach, upload, plan, limit, link, business }) => [
      `Hola, ${name}:`,
      '',
      `${coach} intentó revisar "${upload}", que subiste para ${child}, pero los archivos que subes para tus hijos cuentan en tu plan ${plan}, que incluye ${limit} ${limit === 1 ? 'revisión' : 'revisiones'} del entrenador al mes, y ya se usaron todas.`,
      '',
      `Mejora tu plan para que el entrenador pueda revisarlo: ${link}`,
      '',
      `No volveremos a escribirte sobre esto para ${child} este mes. ${business}`,
    ],
  },
};

/**
 * After the refusal's transaction rolled back: claims this month's notice for the parent, child and
 * limit and, when this call claimed it, queues the e-mail in the same transaction. Never throws:
 * the coach's answer is the 402 whatever happens here.
 */
export async function tellParentOfRefusal(db: Db, ctx: Pick<AppContext, 'config' | 'now' | 'log'>, refused: Refused): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(planLimitNotices)
        .values({ payerId: refused.parentId, athleteId: refused.childId, limitKey: 'maxCoachFeedback', period: limitPeriod(ctx.config.FACILITY_TZ, ctx.now()) })
        .onConflictDoNothing()
        .returning({ payerId: planLimitNotices.payerId });
      if (claimed.length === 0) return;
      const [parent] = await tx.select().from(users).where(eq(users.id, refused.parentId));
      const [child] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, refused.childId));
      if (!parent || parent.deletedAt || !child) return;
      const plan = await planOf(tx, parent.id);
      const origin = ctx.config.APP_ORIGIN ?? `http://localhost:${ctx.config.PORT}`;
      const w = WORDS[mailLanguage(parent.language)];
      await enqueueMail(tx, {
        to: parent.email,
        subject: w.subject(child.firstName),
        text: w
          .lines({
            name: parent.firstName,
            child: child.firstName,
            coach: refused.coach,
            upload: refused.upload,
            plan: plan.displayName,
            limit: plan.maxCoachFeedback,
            link: `${origin}/subscription`,
            business: ctx.config.BUSINESS_NAME,
          })
          .join('\n'),
      });
    });
  } catch (err) {
    ctx.log.error({ err, parentId: refused.parentId }, 'could not tell a parent of a refused coach review');
  }
}
