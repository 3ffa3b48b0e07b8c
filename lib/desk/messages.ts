/** The back office's refusals, as the API says them and the pages show them. */
export const ADMIN_MESSAGES = {
  signIn: 'Sign in to the back office',
  ownerOnly: 'Only the owner can do this',
  notYourArea: (area: string) => `Your account has no access to ${area}`,
  noAccess: 'Your account has no access to this page. The owner chooses what each account may use.',
} as const;
