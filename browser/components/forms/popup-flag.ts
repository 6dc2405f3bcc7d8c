// The newsletter popup shows once only, ever, per browser (spec §4): a local-storage flag.
const KEY = 'ptc:newsletter-popup-shown';

export function popupAlreadyShown(): boolean {
  try {
    return localStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function markPopupShown(): void {
  try {
    localStorage.setItem(KEY, '1');
  } catch {
    /* without storage it can only be kept to once per page */
  }
}
