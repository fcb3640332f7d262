export async function runExamples() {
  return {};
}
