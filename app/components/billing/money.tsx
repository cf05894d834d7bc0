import { useTranslation } from "react-i18next";
import { formatMoney } from "~/domain/format";

/** An amount (a decimal string from the upstream) in the user's language and number format. */
export function Money({ amount }: { amount: string | null | undefined }) {
  const { i18n } = useTranslation();
  if (amount === null || amount === undefined || amount === "") return null;
  return <span className="tabular-nums">{formatMoney(amount, i18n.language)}</span>;
}
