import { placeholderPage } from "../components/layout/placeholder-page";

const page = placeholderPage(
  "Contact Us",
  "Questions about coaching, sessions or your account? Contact the team; we reply within 24 hours, Monday to Friday.",
);

export const meta = page.meta;
export default page.Component;
