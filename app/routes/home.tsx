import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Find a Relationship Coach",
  "Find certified relationship coaches and licensed therapists. Book a free 15-minute consultation and get real, human advice on love, dating and intimacy.",
);

export const meta = page.meta;
export default page.Component;
