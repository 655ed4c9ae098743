// The attachment quiz's result, kept in this browser (local storage) so that 'Find my match' can use
// it when the person asks for their match later (docs/product/matching.md). Small on purpose: both
// the quiz's page and the match's page load it.
import type { AttachmentStyle } from "#common/attachment-quiz";

const STORAGE_KEY = "kindred:attachment-style";
const STYLES: readonly AttachmentStyle[] = ["secure", "anxious", "avoidant"];

/** The attachment style the quiz found in this browser, if the person took it here. */
export function readAttachmentStyle(): AttachmentStyle | undefined {
  try {
    const style = window.localStorage.getItem(STORAGE_KEY);
    return STYLES.find((known) => known === style);
  } catch {
    return undefined;
  }
}

/** Called when the quiz shows its result. */
export function keepAttachmentStyle(style: AttachmentStyle): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, style);
  } catch {
    // Storage disabled: the match simply goes without it.
  }
}
