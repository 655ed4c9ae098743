// A data table's row of column headings on the muted band every staff and coach table shows: each
// heading a column header for the screen reader, numbers' columns aligned right.
import { cn } from "../../lib/utils";

export interface TableColumn {
  label: string;
  /** Amounts and counts: right, under their digits. */
  align?: "left" | "right";
  /** A fixed width, say. */
  className?: string;
}

export function TableHead({
  columns,
  padding = "px-4",
  className,
}: {
  columns: readonly TableColumn[];
  padding?: "px-3" | "px-4";
  className?: string;
}) {
  return (
    <thead className={cn("bg-muted", className)}>
      <tr>
        {columns.map((column) => (
          <th
            key={column.label}
            scope="col"
            className={cn(padding, "py-2 font-medium", column.align === "right" ? "text-right" : "text-left", column.className)}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
