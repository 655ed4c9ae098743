// Reads a therapist's public profile page of the directory into the bulk import shape: name, title,
// bio, specializations, rate, experience, location, insurance, languages, participants and the
// photo's address. The page's structured data (schema.org JSON-LD) is preferred where present; the
// rest is found by the section headings people read ("Specialties and Expertise", "Finances",
// "Insurance", "Qualifications"…), which survive redesigns better than class names. Tested on the
// saved pages in fixtures/.
import { parseDocument } from "htmlparser2";
import type { AnyNode, Element } from "domhandler";
import { findAll, findOne, getAttributeValue, textContent } from "domutils";
import { CERTIFICATIONS, INSURERS } from "#common/catalogue/coach-options";

export interface ParsedProfile {
  firstName: string;
  lastName: string;
  title: string;
  bio: string;
  specializations: string[];
  /** Dollars with two decimals, "0.00" when the page names no fee. */
  hourlyRate: string;
  experience: number;
  location: string;
  insuranceAccepted: string[];
  languages: string[];
  sessionTypes: string[];
  certifications: string[];
  professionalType: string;
  phoneNumber: string;
  /** Absolute address of the photo on the directory's own hosts, when the page has one. */
  imageUrl: string | null;
}

export class NotAProfileError extends Error {
  constructor() {
    super("No therapist profile was found on this page.");
    this.name = "NotAProfileError";
  }
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();
const isElement = (node: AnyNode): node is Element => node.type === "tag" || node.type === "script" || node.type === "style";
const textOf = (node: AnyNode | null | undefined) => (node ? clean(textContent(node)) : "");
const hasClass = (element: Element, name: string) => (getAttributeValue(element, "class") ?? "").split(/\s+/).includes(name);
const unique = (values: string[]) => [...new Map(values.filter(Boolean).map((v) => [v.toLowerCase(), v])).values()];

interface JsonLdPerson {
  name?: string;
  jobTitle?: string;
  image?: string | { url?: string };
  telephone?: string;
  description?: string;
  address?: { addressLocality?: string; addressRegion?: string };
}

function jsonLdPerson(root: AnyNode[]): JsonLdPerson | null {
  for (const script of findAll((e) => e.name === "script" && getAttributeValue(e, "type") === "application/ld+json", root)) {
    try {
      const data: unknown = JSON.parse(textContent(script));
      const items = Array.isArray(data) ? data : [data];
      for (const item of items as { "@type"?: unknown }[]) {
        const type = item?.["@type"];
        if (type === "Person" || (Array.isArray(type) && type.includes("Person"))) return item as JsonLdPerson;
      }
    } catch {
      // Not JSON: ignore this block.
    }
  }
  return null;
}

/** The elements that follow a heading whose text matches, up to the next heading. */
function sectionAfter(root: AnyNode[], heading: RegExp): Element[] {
  const headings = findAll((e) => /^h[1-6]$/.test(e.name) && heading.test(textOf(e)), root);
  for (const found of headings) {
    const content: Element[] = [];
    let node = found.nextSibling;
    while (node) {
      if (isElement(node)) {
        if (/^h[1-6]$/.test(node.name)) break;
        content.push(node);
      }
      node = node.nextSibling;
    }
    if (content.length > 0) return content;
  }
  return [];
}

/** The entries of a section: list items, or the spans of a comma-separated list, or its lines. */
function entriesOf(elements: Element[]): string[] {
  const items = elements.flatMap((e) => (e.name === "li" ? [e] : findAll((c) => c.name === "li", e.children)));
  if (items.length > 0) return items.map(textOf).filter(Boolean);
  const spans = elements.flatMap((e) => findAll((c) => c.name === "span", e.children));
  if (spans.length > 0) return spans.map(textOf).filter(Boolean);
  return elements.map(textOf).filter(Boolean);
}

function sectionText(root: AnyNode[], heading: RegExp): string {
  return sectionAfter(root, heading).map(textOf).join(" ");
}

/** "Jane Rivera, LCSW" → first "Jane", last "Rivera"; honorifics and credentials are dropped. */
export function splitName(full: string): { firstName: string; lastName: string } {
  const name = clean(full.split(",")[0]).replace(/^(dr|mr|mrs|ms|mx)\.?\s+/i, "");
  const parts = name.split(" ").filter(Boolean);
  if (parts.length === 0) return { firstName: "", lastName: "" };
  if (parts.length === 1) return { firstName: parts[0], lastName: "" };
  return { firstName: parts.slice(0, -1).join(" "), lastName: parts[parts.length - 1] };
}

/** The first amount in "$120 - $150" or "Cost per Session: $165", as "120.00". */
export function rateFrom(text: string): string {
  const match = /\$\s?(\d{1,5}(?:\.\d{1,2})?)/.exec(text);
  return match ? Number(match[1]).toFixed(2) : "0.00";
}

/** "Years in Practice: 12 Years" or "In Practice for 7 Years" → 12 / 7. */
export function yearsFrom(text: string): number {
  const match = /(?:years in practice:?\s*(\d{1,2}))|(?:in practice for\s*(\d{1,2})\s*years?)/i.exec(text);
  return match ? Number(match[1] ?? match[2]) : 0;
}

const INSURER_ALIASES: [RegExp, string][] = [
  [/blue\s*cross|bcbs/i, "Blue Cross Blue Shield"],
  [/united\s*health|uhc/i, "UnitedHealthcare"],
  [/cigna|evernorth/i, "Cigna"],
  [/kaiser/i, "Kaiser Permanente"],
];

/** Known insurers under their catalogue names; other plans are kept as written. "Out of Network" is not a plan. */
export function normalizeInsurers(entries: string[]): string[] {
  const plans = entries.filter((e) => !/out of network|not in-network|no insurance/i.test(e) && e.length <= 60);
  return unique(
    plans.map((entry) => {
      const alias = INSURER_ALIASES.find(([pattern]) => pattern.test(entry));
      if (alias) return alias[1];
      return INSURERS.find((insurer) => insurer.toLowerCase() === entry.toLowerCase()) ?? entry;
    }),
  );
}

const SESSION_TYPE_OF: Record<string, string> = { individuals: "Individual", couples: "Couples", family: "Family", group: "Group" };
const LICENSED = /\b(LMFT|LCSW|LPC|LPCC|LMHC|LCPC|PsyD|PhD|MD|Psychologist|Psychiatrist|Therapist|Counselor|Social Work)\b/i;

export function parseProfile(html: string, pageUrl: string): ParsedProfile {
  const document = parseDocument(html, { decodeEntities: true });
  const root = document.children;
  const person = jsonLdPerson(root);

  const h1 = findOne((e) => e.name === "h1", root);
  const statement = findAll((e) => hasClass(e, "statementPara"), root)
    .map(textOf)
    .filter(Boolean);
  const name = clean(person?.name ?? textOf(h1));
  if (!name || (!person && statement.length === 0)) throw new NotAProfileError();
  const { firstName, lastName } = splitName(name);

  const titleElement =
    findOne((e) => e.name !== "h1" && (hasClass(e, "profile-suffix-heading") || hasClass(e, "profile-title")), root) ?? null;
  const title = clean(person?.jobTitle ?? textOf(titleElement));

  const locality = person?.address?.addressLocality ?? textOf(findOne((e) => getAttributeValue(e, "itemprop") === "addressLocality", root));
  const region = person?.address?.addressRegion ?? textOf(findOne((e) => getAttributeValue(e, "itemprop") === "addressRegion", root));
  const location = [clean(locality), clean(region)].filter(Boolean).join(", ");

  const finances = sectionText(root, /^finances$/i) || textOf(findOne((e) => hasClass(e, "fee"), root));
  const qualifications = sectionText(root, /^qualifications$/i);
  const specialties = unique(entriesOf(sectionAfter(root, /^specialties( and expertise)?$/i))).slice(0, 25);
  const insurance = normalizeInsurers(entriesOf(sectionAfter(root, /^insurance$/i)));
  const languages = unique(["English", ...entriesOf(sectionAfter(root, /^languages$/i))]).slice(0, 12);
  const participants = entriesOf(sectionAfter(root, /^participants$/i));
  const sessionTypes = unique(participants.map((p) => SESSION_TYPE_OF[p.toLowerCase()]).filter(Boolean));

  const credentials = `${name} ${title}`;
  const certifications = CERTIFICATIONS.filter((c) => new RegExp(`\\b${c}\\b`, "i").test(credentials));

  const phoneLink = findOne((e) => e.name === "a" && (getAttributeValue(e, "href") ?? "").startsWith("tel:"), root);
  const phoneNumber = clean(person?.telephone ?? textOf(phoneLink));

  const imageCandidate =
    (typeof person?.image === "string" ? person.image : person?.image?.url) ??
    getAttributeValue(
      findOne((e) => e.name === "meta" && getAttributeValue(e, "property") === "og:image", root) ?? ({ attribs: {} } as Element),
      "content",
    ) ??
    getAttributeValue(findOne((e) => e.name === "img" && hasClass(e, "profile-image"), root) ?? ({ attribs: {} } as Element), "src");
  let imageUrl: string | null = null;
  if (imageCandidate) {
    try {
      imageUrl = new URL(imageCandidate, pageUrl).toString();
    } catch {
      imageUrl = null;
    }
  }

  return {
    firstName,
    lastName,
    title: title.slice(0, 200),
    bio: statement.join("\n\n").slice(0, 4000),
    specializations: specialties,
    hourlyRate: rateFrom(finances),
    experience: yearsFrom(qualifications),
    location,
    insuranceAccepted: insurance,
    languages,
    sessionTypes,
    certifications,
    professionalType: LICENSED.test(credentials) ? "Licensed Therapist" : "Certified Coach",
    phoneNumber: phoneNumber.slice(0, 30),
    imageUrl,
  };
}
