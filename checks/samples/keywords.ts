/**
 * Words of each language that are never reported as unknown names: keywords,
 * soft keywords and literals. BrightScript entries are lower case (the
 * language is case-insensitive).
 */

const words = (text: string): Set<string> => new Set(text.split(/\s+/).filter(Boolean));

export const KEYWORDS: Record<string, Set<string>> = {
  kotlin: words(`
    as break class continue do else false for fun if in interface is null object package return super
    this throw true try typealias typeof val var when while
    by catch constructor delegate dynamic field file finally get import init param property receiver set
    setparam value where
    abstract actual annotation companion const crossinline data enum expect external final infix inline
    inner internal lateinit noinline open operator out override private protected public reified sealed
    suspend tailrec vararg
    it
  `),
  java: words(`
    abstract assert boolean break byte case catch char class const continue default do double else enum
    extends final finally float for goto if implements import instanceof int interface long native new
    package private protected public return short static strictfp super switch synchronized this throw
    throws transient try void volatile while true false null var record yield sealed permits non
  `),
  swift: words(`
    associatedtype class deinit enum extension fileprivate func import init inout internal let open
    operator private precedencegroup protocol public rethrows static struct subscript typealias var
    break case catch continue default defer do else fallthrough for guard if in repeat return throw
    switch where while as false is nil self Self super throws true try await async actor any some
    convenience dynamic final indirect lazy mutating nonmutating optional override required unowned weak
    get set willSet didSet newValue oldValue error nonisolated isolated consuming borrowing package
    _
  `),
  groovy: words(`
    as assert break case catch class const continue def default do else enum extends false finally for
    goto if implements import in instanceof interface new null package return super switch this throw
    throws trait true try while
  `),
  brightscript: words(`
    and as boolean catch dim double dynamic each else elseif end endfor endfunction endif endsub endtry
    endwhile exit false float for function goto if in integer interface invalid let line_num longinteger
    m mod next not object or print rem return step stop string sub then throw to true try void while
  `),
};
