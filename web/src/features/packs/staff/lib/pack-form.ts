import type { z } from 'zod';
import { packInputSchema, type packUpdateSchema, type StaffPack } from '@common/packs';
import { dollarsToCents } from '@/lib/staff/money';

/** The form is the shared schema itself: its messages are the contract's (shown translated by useMessage). */
export const packFormSchema = packInputSchema;

export type PackFormValues = z.input<typeof packFormSchema>;
export type PackFormOutput = z.output<typeof packFormSchema>;
export type PackInput = z.output<typeof packInputSchema>;
export type PackUpdate = z.input<typeof packUpdateSchema>;

/** What the form starts from: the pack's terms, or a blank pack of 10 sessions valid for 90 days. */
export function packFormValues(pack: StaffPack | null): PackFormValues {
  if (!pack) return { name: '', credits: 10, price: '', validityDays: 90, programIds: [], description: '', nameEs: '', descriptionEs: '' };
  return {
    name: pack.name,
    credits: pack.credits,
    price: pack.price,
    validityDays: pack.validityDays,
    programIds: pack.programs.map((p) => p.id),
    description: pack.description ?? '',
    nameEs: pack.nameEs ?? '',
    descriptionEs: pack.descriptionEs ?? '',
  };
}

/** A new pack as POST /api/staff/packs takes it: a blank description is "none". */
export const toPackInput = (form: PackFormOutput): PackInput => ({
  ...form,
  description: form.description || null,
  nameEs: form.nameEs || null,
  descriptionEs: form.descriptionEs || null,
});

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort((x, y) => x - y).every((v, i) => v === [...b].sort((x, y) => x - y)[i]);

/**
 * What an edit changes, for PATCH /api/staff/packs/{id}: only the terms that differ from the pack
 * (the number of sessions never changes). Empty when nothing was changed.
 */
export function packChanges(pack: StaffPack, form: PackFormOutput): PackUpdate {
  const out: PackUpdate = {};
  if (form.name !== pack.name) out.name = form.name;
  if (dollarsToCents(form.price) !== dollarsToCents(pack.price)) out.price = form.price;
  if (form.validityDays !== pack.validityDays) out.validityDays = form.validityDays;
  if (
    !sameIds(
      form.programIds,
      pack.programs.map((p) => p.id),
    )
  )
    out.programIds = form.programIds;
  const description = form.description || null;
  if (description !== (pack.description || null)) out.description = description;
  // The Spanish versions (decision 066): empty clears them.
  if ((form.nameEs || null) !== pack.nameEs) out.nameEs = form.nameEs || null;
  if ((form.descriptionEs || null) !== pack.descriptionEs) out.descriptionEs = form.descriptionEs || null;
  return out;
}

/**
 * The price of one session, in dollars, as typed so far (the form's preview); null until both the
 * price and the number of sessions make sense.
 */
export function perSessionPrice(price: unknown, credits: unknown): number | null {
  const p = Number(price);
  const c = Number(credits);
  if (price === '' || credits === '' || !Number.isFinite(p) || p <= 0 || !Number.isInteger(c) || c < 1) return null;
  return Math.round(dollarsToCents(p) / c) / 100;
}

/** Ticking "Any program" clears the list; ticking a program adds or removes it. */
export function toggleProgram(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}
