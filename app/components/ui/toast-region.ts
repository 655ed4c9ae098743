// Marks the toast area, so a modal can tell a click on a toast from a click outside it.
export const TOAST_REGION_ATTRIBUTE = "data-toast-region";
