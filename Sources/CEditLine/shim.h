/* libedit's readline-compatible API. <editline/readline.h> is libedit's own header,
   not GNU readline's, which lives at <readline/readline.h>. */
#ifndef DOSH_CEDITLINE_SHIM_H
#define DOSH_CEDITLINE_SHIM_H
#include <stdio.h>
#include <editline/readline.h>
#endif
