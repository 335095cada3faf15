/** Placeholder until the snackbar lands (issue 17). */
export default function SnackbarHost() {
  return null;
}
