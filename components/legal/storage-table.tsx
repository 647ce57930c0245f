import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { entriesOf, type StorageCategory } from "@/lib/consent/storage-registry";
import { site } from "@/lib/site/identity";
import { polishTypography } from "@/lib/typography";
import { prose } from "./prose";

type Props = { locale: Locale; category: StorageCategory };

/** One category of the storage registry as the cookie policy's table: the policy shows what the code uses. */
export function StorageTable({ locale, category }: Props) {
  const t = translator(locale, "StorageTable");
  const entries = entriesOf(category);
  const text = (value: string) => (locale === "pl" ? polishTypography(value) : value);
  if (entries.length === 0) return <p className={prose.p}>{t("empty")}</p>;
  return (
    <div
      className="mt-4 overflow-x-auto rounded-xl border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label={t("caption", { category: t(`categories.${category}`) })}
    >
      <table data-storage-category={category} className="w-full min-w-[40rem] text-left text-sm text-slate-700">
        <caption className="sr-only">{t("caption", { category: t(`categories.${category}`) })}</caption>
        <thead className="bg-slate-50 text-ink">
          <tr>
            {(["name", "where", "provider", "lifetime", "purpose"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {entries.map((entry) => (
            <tr key={entry.name} className="align-top">
              <th scope="row" className="px-3 py-2 font-normal">
                <code className={prose.code}>{entry.name}</code>
                {entry.categories.length > 1 && (
                  <span className="mt-1 block text-xs text-slate-600">{t("alsoUnder")}</span>
                )}
              </th>
              <td className="px-3 py-2">
                {entry.thirdPartyDomain
                  ? t("kinds.thirdPartyCookie", { domain: entry.thirdPartyDomain })
                  : t(`kinds.${entry.kind}`)}
              </td>
              <td className="px-3 py-2">{t(`providers.${entry.provider}`, { brand: site.name })}</td>
              <td className="px-3 py-2">{text(entry.lifetime[locale])}</td>
              <td className="px-3 py-2">{text(t(`purposes.${entry.id}`))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
