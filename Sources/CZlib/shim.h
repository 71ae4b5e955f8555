// zlib: the deflate streams inside a workbook (.xlsx is a ZIP archive).
#include <zlib.h>
