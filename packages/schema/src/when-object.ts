/**
 * Options for `superRefine` that run a refinement even when other fields of the value have issues (so every
 * error is reported at once), as long as the value is an object.
 */
export const whenObject = {
  when: (payload: { value: unknown }): boolean =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
};
