// gettext's functions, which glibc has but Swift's Glibc module does not export.
#include <libintl.h>
#include <locale.h>
