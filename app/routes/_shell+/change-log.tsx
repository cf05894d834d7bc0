import { readFile } from "node:fs/promises";
import path from "node:path";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import type { Inline } from "~/domain/markdown";
import { parseMarkdown } from "~/domain/markdown";

export const handle = { titleKey: "common:changeLog.title" };

export async function loader() {
  const source = await readFile(path.resolve(process.cwd(), "CHANGELOG.md"), "utf8").catch(() => "");
  // The file's own top heading is replaced by the translated page heading.
  return { blocks: parseMarkdown(source).filter((b) => !(b.kind === "heading" && b.level === 1)) };
}

function Text({ inline }: { inline: Inline[] }) {
  return (
    <>
      {inline.map((part, index) => (
        <Fragment key={index}>
          {part.kind === "code" ? (
            <code className="rounded bg-slate-100 px-1">{part.text}</code>
          ) : part.kind === "strong" ? (
            <strong>{part.text}</strong>
          ) : (
            part.text
          )}
        </Fragment>
      ))}
    </>
  );
}

/** The change log, rendered from CHANGELOG.md in the repository. Its entries are in English. */
export default function ChangeLog() {
  const { t } = useTranslation("common");
  const { blocks } = useLoaderData<typeof loader>();
  return (
    <PublicLayout narrow={false}>
      <PageHeading>{t("changeLog.title")}</PageHeading>
      <p className="mt-2 text-slate-700">{t("changeLog.intro")}</p>
      <div lang="en" className="mt-6">
        {blocks.map((block, index) =>
          block.kind === "heading" ? (
            block.level === 2 ? (
              <h2 key={index} className="mt-6 text-xl font-bold">
                <Text inline={block.inline} />
              </h2>
            ) : (
              <h3 key={index} className="mt-4 text-lg font-bold">
                <Text inline={block.inline} />
              </h3>
            )
          ) : block.kind === "list" ? (
            <ul key={index} className="mt-2 list-disc space-y-1 pl-6">
              {block.items.map((item, i) => (
                <li key={i}>
                  <Text inline={item} />
                </li>
              ))}
            </ul>
          ) : (
            <p key={index} className="mt-2">
              <Text inline={block.inline} />
            </p>
          ),
        )}
      </div>
    </PublicLayout>
  );
}
