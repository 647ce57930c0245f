import NextLink from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button";

type Props = { title: string; text: string; button: string; href: string };

export function CtaBanner({ title, text, button, href }: Props) {
  return (
    <div className="mt-16 flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white shadow-xl shadow-brand-900/20 sm:p-10 lg:flex-row lg:items-center lg:justify-between">
      <div className="max-w-2xl">
        <h3 className="text-2xl font-bold">{title}</h3>
        <p className="mt-2 text-brand-100">{text}</p>
      </div>
      {/* Its target is a section of the page it is on: nothing to prefetch. */}
      <NextLink href={href} prefetch={false} className={buttonClasses("light", "lg", "shrink-0")}>
        {button} <Icon name="ArrowRight" className="size-5" />
      </NextLink>
    </div>
  );
}
