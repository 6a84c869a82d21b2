/** The programs a pack covers as a list ("Speed, Agility"), or the words for "any program" when it names none. */
export const programsText = (programs: ReadonlyArray<{ name: string }>, any: string) => (programs.length ? programs.map((p) => p.name).join(', ') : any);
