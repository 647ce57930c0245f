import { z } from "zod";
import { faqKeys } from "@/content/faq/faq";
import { benefits, type BenefitKey } from "@/content/home";
import { PACKAGE_IDS } from "@/content/pricing/limits";
import { serviceOptionIds } from "@/lib/contact/lead/service-options";
import { localizedPath } from "@/lib/i18n/paths";
import { routing, type Locale } from "@/lib/i18n/routing";
import { typesetFor } from "@/lib/typography";
import {
  ADDRESS_PATTERN,
  BENEFIT_ICONS,
  CAMPAIGN_KEY_PATTERN,
  campaignLimits as limits,
  CONVERSION_LABEL_PATTERN,
  NO_SERVICE,
} from "./limits";
import { campaignRoute } from "./routes";

// A campaign page as the editor writes it (content/campaigns/pages/<address>.json, keystatic.ts): the build refuses a
// file it cannot show, naming the file and the field, as lib/blog does for articles.

type Range = { min: number; max: number };
const text = ({ min, max }: Range) => z.string().trim().min(min).max(max);
// Keystatic leaves an empty optional field out of the file.
const optional = ({ max }: Range) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);
const block = <K extends string, S extends z.ZodType>(kind: K, value: S) =>
  z.strictObject({ discriminant: z.literal(kind), value });

const heading = {
  title: optional(limits.sectionTitle),
  subtitle: optional(limits.sectionSubtitle),
};

const ownBenefit = z.strictObject({
  title: text(limits.benefitTitle),
  description: text(limits.benefitDescription),
  stat: optional(limits.benefitStat),
  statLabel: optional(limits.benefitStatLabel),
  icon: z.enum(BENEFIT_ICONS),
});

const unknownFaqQuestion = (key: string) =>
  `unknown FAQ question "${key}": content/faq/faq.json has no item with this id (${faqKeys.join(", ")})`;

const sectionSchema = z.discriminatedUnion("discriminant", [
  block(
    "hero",
    z.strictObject({
      headline: text(limits.headline),
      highlight: optional(limits.highlight),
      subline: text(limits.subline),
      button: text(limits.button),
    }),
  ),
  block(
    "benefits",
    z.strictObject({
      ...heading,
      items: z.discriminatedUnion("discriminant", [
        block("site", z.array(z.enum(benefits.map((benefit) => benefit.key) as [BenefitKey, ...BenefitKey[]]))),
        block("own", z.array(ownBenefit).min(limits.ownBenefits.min).max(limits.ownBenefits.max)),
      ]),
    }),
  ),
  block("process", z.strictObject(heading)),
  block("pricing", z.strictObject({ ...heading, packages: z.array(z.enum(PACKAGE_IDS)) })),
  block(
    "faq",
    z.strictObject({
      ...heading,
      questions: z.array(
        z
          .string()
          .refine((key) => faqKeys.includes(key), { error: (issue) => unknownFaqQuestion(String(issue.input)) }),
      ),
    }),
  ),
  block("trust", z.strictObject(heading)),
  block(
    "contact",
    z.strictObject({
      ...heading,
      service: z.enum([NO_SERVICE, ...serviceOptionIds]).transform((id) => (id === NO_SERVICE ? undefined : id)),
    }),
  ),
]);

const missingKey = "missing, or not lower-case words joined by hyphens (the key the page shares with its translation)";

const fileSchema = z.strictObject({
  title: text(limits.title),
  description: text(limits.description),
  language: z.enum(routing.locales),
  translationKey: z.string({ error: missingKey }).regex(CAMPAIGN_KEY_PATTERN, { error: missingKey }),
  indexable: z.boolean().default(false),
  /** The last change of substance, for the sitemap. */
  updated: z.iso.date(),
  adsConversionLabel: z
    .string()
    .trim()
    .regex(CONVERSION_LABEL_PATTERN, { error: "a Google Ads conversion label: letters, digits, - and _ only" })
    .optional()
    .transform((value) => value || undefined),
  sections: z
    .array(sectionSchema)
    .min(limits.sections.min)
    .max(limits.sections.max)
    .check((ctx) => {
      const issue = (index: number, message: string) =>
        ctx.issues.push({ code: "custom", input: ctx.value, path: [index, "discriminant"], message });
      if (ctx.value[0] && ctx.value[0].discriminant !== "hero") issue(0, "a page starts with its hero");
      const seen = new Set<string>();
      ctx.value.forEach(({ discriminant }, index) => {
        if (seen.has(discriminant)) issue(index, `a second ${discriminant} section (each kind of section once)`);
        seen.add(discriminant);
      });
    }),
});

type FileData = z.output<typeof fileSchema>;

export type CampaignPage = Omit<FileData, "language"> & {
  language: Locale;
  /** The file name without `.json`: the last part of the page's address. */
  slug: string;
  /** The page's public path: /lp/<slug> or /en/lp/<slug>. */
  path: string;
  /** Where the page is read from, for the build's messages. */
  file: string;
};

const campaignFolder = "content/campaigns/pages";

/** One file, parsed and typeset for its language; the build stops on what it cannot show, naming file and field. */
function parseCampaign(fileName: string, data: unknown): CampaignPage {
  const file = `${campaignFolder}/${fileName}`;
  const slug = fileName.replace(/\.json$/, "");
  if (!ADDRESS_PATTERN.test(slug))
    throw new Error(
      `${file}: the address (the file name) must be lower-case words joined by hyphens, without "opengraph-image"`,
    );
  const result = fileSchema.safeParse(data);
  if (!result.success) throw new Error(`${file}: ${z.prettifyError(result.error)}`);
  const { language, title, description, sections, ...rest } = result.data;
  return {
    ...rest,
    ...typesetFor(language, { title, description, sections }),
    language,
    slug,
    path: localizedPath(language, campaignRoute(slug)),
    file,
  };
}

/** Every file parsed, and what only the set shows: a translation key given to two pages of one language. */
export function parseCampaigns(files: readonly { name: string; data: unknown }[]): CampaignPage[] {
  const pages = files.map(({ name, data }) => parseCampaign(name, data));
  const taken = new Map<string, CampaignPage>();
  for (const page of pages) {
    const id = `${page.language}:${page.translationKey}`;
    const other = taken.get(id);
    if (other)
      throw new Error(
        `${page.file}: translationKey "${page.translationKey}" is taken by ${other.file} (one page per language)`,
      );
    taken.set(id, page);
  }
  return pages;
}
