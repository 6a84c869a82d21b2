/** The gender choices of the profile editor and the directory filter (the spec leaves the list open). */
export const GENDERS = ['Female', 'Male', 'Non-binary'] as const;
