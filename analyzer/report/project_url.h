/* The project's public address: the one place it is written, empty until the project has one.
 * While it is empty nothing prints a URL made from it (SARIF's tool.driver.informationUri is
 * left out); rule help travels with the tool (SARIF's help is `fxlint explain`), never as a link. */
#ifndef FXLINT_PROJECT_URL_H
#define FXLINT_PROJECT_URL_H

#define FXLINT_PROJECT_URL ""

#endif
