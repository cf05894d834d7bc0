import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Direction } from "~/domain/surveys";
import { SubmitButton } from "../forms";

const DIRECTIONS: readonly Direction[] = ["up", "down"];

/**
 * Move up and move down as two small POST forms, so reordering works without JavaScript. The
 * buttons name what they move (for screen readers), and the first and last items offer only
 * the way they can go.
 */
export function MoveButtons({
  itemId,
  itemLabel,
  index,
  count,
  intent = "move",
}: {
  itemId: string;
  itemLabel: string;
  index: number;
  count: number;
  intent?: string;
}) {
  const { t } = useTranslation("surveys");
  const button = (direction: Direction) => (
    <Form key={direction} method="post" preventScrollReset>
      <input type="hidden" name="itemId" value={itemId} />
      <input type="hidden" name="direction" value={direction} />
      <SubmitButton intent={intent} variant="secondary" className="text-sm">
        {t(direction === "up" ? "move.up" : "move.down")}
        <span className="sr-only">: {itemLabel}</span>
      </SubmitButton>
    </Form>
  );
  const offered = DIRECTIONS.filter((direction) => (direction === "up" ? index > 0 : index < count - 1));
  return <div className="flex flex-wrap gap-2">{offered.map(button)}</div>;
}
