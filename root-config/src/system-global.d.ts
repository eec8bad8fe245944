// SystemJS is loaded by index.html before the root config; this is the part of it we call.
declare const System: {
  import<T = unknown>(specifier: string): Promise<T>;
};
