/** What every sign-in call answers (member, admin and lawyer alike). */
export interface SignInAnswer {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  role: string;
  user?: { id: string; nickname?: string } | null;
}
