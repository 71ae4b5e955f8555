/// A cache file whose sections do not fit what they hold.
struct CacheDamage: Error {}
