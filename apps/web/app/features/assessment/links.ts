// The address that starts a new assessment from elsewhere on the site (the profile, the
// dashboard): the take page starts afresh at once when the report it keeps is saved in the
// signed-in account, so nothing is lost; an unsaved one is shown, with its own save and choices.
export const NEW_ASSESSMENT_QUERY = 'new';
export const NEW_ASSESSMENT_PATH = `/assessment/take?${NEW_ASSESSMENT_QUERY}`;
