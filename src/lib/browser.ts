// Full-page navigation, behind an object so tests can watch it (jsdom cannot navigate).
export const browserLocation = {
  assign(href: string): void {
    window.location.assign(href);
  },
  reload(): void {
    window.location.reload();
  },
};
