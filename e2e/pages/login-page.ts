import type { Page } from '@playwright/test';

/** The sign-in screen, by what a user sees on it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
  }

  email() {
    return this.page.getByLabel(/Email address|電郵地址/);
  }

  password() {
    return this.page.getByLabel(/^(Password|密碼)/);
  }

  async signIn(email: string, password: string) {
    await this.email().fill(email);
    await this.password().fill(password);
    await this.page.getByRole('button', { name: /^(Sign in|登入)$/ }).click();
  }
}
