// How Debian's Chromium is started headless for the browser tests and the bench (no vitest here, so
// scripts can use it too).
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The flags that give a page a fake camera and microphone without asking (the video room's tests). */
export const FAKE_MEDIA_FLAGS = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"];
