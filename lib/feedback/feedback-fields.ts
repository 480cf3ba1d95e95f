// The feedback form's limit, with no validation code, so the Feedback page loads without zod until the owner
// first uses the form. The schema is ./schemas.

export const FEEDBACK_MAX = 5000;
