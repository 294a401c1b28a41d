export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  if (result.url.endsWith('/services/teams/dist/app.module.js')) return { ...result, url: new URL('./app.module.mjs', import.meta.url).href };
  return result;
}
