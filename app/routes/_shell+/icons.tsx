import { useTranslation } from "react-i18next";
import { ICON_NAMES, Icon } from "~/components/icons";
import { PageHeading } from "~/components/layout/page-heading";
import { PublicLayout } from "~/components/layout/public-layout";
import { Table, Td, Th } from "~/components/table";

export const handle = { titleKey: "common:icons.title" };

export function loader() {
  return null;
}

/** Developer catalogue of every icon the app uses, with the name to pass to <Icon name>. */
export default function Icons() {
  const { t } = useTranslation("common");
  return (
    <PublicLayout narrow={false}>
      <PageHeading>{t("icons.title")}</PageHeading>
      <p className="mt-2 text-slate-700">{t("icons.intro", { count: ICON_NAMES.length })}</p>
      <Table caption={t("icons.caption")}>
        <thead>
          <tr>
            <Th>{t("icons.icon")}</Th>
            <Th>{t("icons.name")}</Th>
          </tr>
        </thead>
        <tbody>
          {ICON_NAMES.map((name) => (
            <tr key={name}>
              <Td>
                <Icon name={name} className="h-8 w-8" />
              </Td>
              <Td>
                <code>{name}</code>
              </Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </PublicLayout>
  );
}
