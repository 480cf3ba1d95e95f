// What the login screen says on arrival from elsewhere in the app (/login?notice=…): a title and a description.
export const LOGIN_NOTICES = {
  "logged-out": ["Logged out successfully", "You have been logged out of your account"],
  "signed-out-everywhere": ["You've been signed out on every device.", "Sign in again on the devices you use."],
  "password-reset": ["Your password has been changed.", "Please sign in with your new password."],
  "account-deleted": ["Your account has been deleted.", "Everything it held is gone. Thank you for trying Postloom."],
} as const;

export type LoginNotice = keyof typeof LOGIN_NOTICES;

export const isLoginNotice = (value: string | undefined): value is LoginNotice => value !== undefined && value in LOGIN_NOTICES;
