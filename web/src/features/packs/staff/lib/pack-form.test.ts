import { describe, expect, it } from 'vitest';
import { messageText } from '@common/messages/index';
import type { StaffPack } from '@common/packs';
import { packChanges, packFormSchema, packFormValues, perSessionPrice, toggleProgram, toPackInput } from './pack-form';

const pack: StaffPack = {
  id: 3,
  name: 'Ten sessions',
  description: null,
  nameEs: null,
  descriptionEs: null,
  credits: 10,
  price: 180,
  pricePerSession: 18,
  validityDays: 90,
  programs: [
    { id: 2, name: 'Speed' },
    { id: 1, name: 'Basketball' },
  ],
  active: true,
  sold: 4,
};

const issues = (values: Record<string, unknown>) => {
  const r = packFormSchema.safeParse({ ...packFormValues(null), name: 'Five', price: '50', ...values });
  return r.success ? [] : r.error.issues.map((i) => messageText(i.message, 'en'));
};

describe('the pack form', () => {
  it('reads numbers typed as text and sends a blank description as none', () => {
    const parsed = packFormSchema.parse({ ...packFormValues(null), name: ' Five pack ', credits: '5', price: '49.99', validityDays: '60' });
    expect(toPackInput(parsed)).toEqual({
      name: 'Five pack',
      credits: 5,
      price: 49.99,
      validityDays: 60,
      programIds: [],
      description: null,
      nameEs: null,
      descriptionEs: null,
    });
  });

  it('words the contract messages for bad numbers', () => {
    expect(issues({ name: 'x' })).toEqual(['Please give the pack a name.']);
    expect(issues({ credits: '0' })).toEqual(['A pack has at least 1 session.']);
    expect(issues({ credits: '201' })).toEqual(['A pack has at most 200 sessions.']);
    expect(issues({ credits: '2.5' })).toEqual(['Please enter a whole number of sessions.']);
    expect(issues({ price: '' })).toEqual(['The price must be at least $1.']);
    expect(issues({ validityDays: '0' })).toEqual(['A pack is valid for at least 1 day.']);
    expect(issues({ validityDays: '1096' })).toEqual(['A pack is valid for at most 3 years.']);
  });

  it('changes nothing when an existing pack is saved as it was', () => {
    expect(packChanges(pack, packFormSchema.parse(packFormValues(pack)))).toEqual({});
  });

  it('sends only what changed, programs compared in any order', () => {
    const form = packFormSchema.parse({ ...packFormValues(pack), price: '175', programIds: [1, 2], description: ' For the season ' });
    expect(packChanges(pack, form)).toEqual({ price: 175, description: 'For the season' });
    expect(packChanges(pack, packFormSchema.parse({ ...packFormValues(pack), programIds: [] }))).toEqual({ programIds: [] });
    // The Spanish beside the English (decision 066): written, then cleared.
    expect(packChanges(pack, packFormSchema.parse({ ...packFormValues(pack), nameEs: ' Diez sesiones ' }))).toEqual({ nameEs: 'Diez sesiones' });
    expect(packChanges({ ...pack, descriptionEs: 'Para la temporada' }, packFormSchema.parse(packFormValues(pack)))).toEqual({ descriptionEs: null });
  });
});

describe('perSessionPrice', () => {
  it('shares the price over the sessions, to the cent', () => {
    expect(perSessionPrice('180', '10')).toBe(18);
    expect(perSessionPrice(100, 3)).toBe(33.33);
  });

  it('is null until both numbers make sense', () => {
    expect(perSessionPrice('', '10')).toBeNull();
    expect(perSessionPrice('100', '')).toBeNull();
    expect(perSessionPrice('100', '2.5')).toBeNull();
    expect(perSessionPrice('-5', '2')).toBeNull();
  });
});

describe('toggleProgram', () => {
  it('adds a program, and removes it when ticked again', () => {
    expect(toggleProgram([1], 2)).toEqual([1, 2]);
    expect(toggleProgram([1, 2], 1)).toEqual([2]);
  });
});
