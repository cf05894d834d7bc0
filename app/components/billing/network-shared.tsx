import { useTranslation } from "react-i18next";
import { useCan } from "../use-can";

/**
 * Why a billing editor finds no edit controls on a network-wide record (decision 054): it is the
 * platform operator's. Nothing for those who may change it, nor for those who change no billing.
 */
export function NetworkShared({ shared, mayChange }: { shared: boolean; mayChange: boolean }) {
  const { t } = useTranslation("billing");
  const editor = useCan("billing.edit");
  if (!shared || mayChange || !editor) return null;
  return <p className="mt-2 text-slate-700">{t("ownership.networkOnly")}</p>;
}
