/* The project's public address: the one place it is written, empty until the project has one.
 * While it is empty nothing prints a URL made from it (SARIF's tool.driver.informationUri is
 * left out) and pyproject.toml has no [project.urls]; once it is set, pyproject's Homepage
 * names it. Rule help travels with the tool (SARIF's help, the HTML report's rules, the
 * language server's hover: what `fxlint explain` prints), never as a link. */
#ifndef FXLINT_PROJECT_URL_H
#define FXLINT_PROJECT_URL_H

#define FXLINT_PROJECT_URL ""

#endif
