import { Type } from 'typebox';

/**
 * The JSON render mode of a remote view (spec/shell.md section 7), as this server answers it at
 * GET /views/{appName}/{path} (decisions.md). Other teams' servers answer the same format more
 * loosely; the browser reads every answer through the domain's readRemoteViewAnswer, which makes
 * it this shape.
 */
export const RemoteViewAnswerSchema = Type.Object({
  appName: Type.String(),
  /** The document title while the view shows. */
  title: Type.String(),
  /** HTML of the view; the browser sanitises it before it reaches the page. */
  body: Type.String(),
  /** CSS text of the view. */
  style: Type.String(),
  /** Stylesheet URLs, loaded only from trusted origins. */
  cssToLoad: Type.Immutable(Type.Array(Type.String())),
  /** Script text, run only for views of trusted origins and when the site allows it. */
  codeToEval: Type.String(),
  /** Script URLs, loaded in order, only from trusted origins. */
  scriptsToLoad: Type.Immutable(Type.Array(Type.String())),
  /** HTML for the document head; only meta and link elements are kept. */
  head: Type.String(),
});
